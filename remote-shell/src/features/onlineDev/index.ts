import { webDesignFeature } from './webDesign';

/** Visual development (可视化开发): its pages in menu order. */
export const onlineDevArea = [webDesignFeature] as const;
