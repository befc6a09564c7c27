import { composeFeatures } from './compose-features';
import { FEATURES } from './features';

/** The product's features, composed once: what every mount uses unless a test adds its own. */
export const PRODUCT = composeFeatures(FEATURES);
