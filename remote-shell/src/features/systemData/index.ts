import { dataModelFeature } from './dataModel';
import { dataSourceFeature } from './dataSource';
import { dictionaryFeature } from './dictionary';

/** The system data area: data sources, the data model, dictionaries and the other pages of 系统数据. */
export const systemDataArea = [dataSourceFeature, dataModelFeature, dictionaryFeature] as const;
