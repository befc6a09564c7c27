import { dictionaryFeature } from './dictionary';
import { dataInterfaceFeature } from './dataInterface';

/** The system data area: dictionaries, data sources and the other pages of 系统数据. */
export const systemDataArea = [dictionaryFeature, dataInterfaceFeature] as const;
