import { composeModules } from '../../src/kernel/compose-modules';
import { createTranslator } from '../../src/kernel/i18n/translate';
import { MODULES } from '../../src/modules';

const composition = composeModules(MODULES);

/** The menu entries the product's modules ship, as the server seeds them. */
export const PRODUCT_MENUS = composition.seedMenus;

/** The product's texts, as the server answers them. */
export const PRODUCT_TEXTS = createTranslator(composition.catalog);
