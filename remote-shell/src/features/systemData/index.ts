import { dataSourceFeature } from './dataSource';
import { dictionaryFeature } from './dictionary';

/** The system data area: dictionaries, data sources and the other pages of 系统数据. */
export const systemDataArea = [dataSourceFeature, dictionaryFeature] as const;
