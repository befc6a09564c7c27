import { recordsFeature } from './records';
import { webDesignFeature } from './webDesign';

/** Visual development (可视化开发): its pages in menu order, then the generated pages. */
export const onlineDevArea = [webDesignFeature, recordsFeature] as const;
