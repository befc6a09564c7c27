import { dataModelFeature } from './dataModel';
import { dataSourceFeature } from './dataSource';
import { dictionaryFeature } from './dictionary';
import { dataInterfaceFeature } from './dataInterface';

/** The system data area: data sources, the data model, data interfaces, dictionaries and the other pages of 系统数据. */
export const systemDataArea = [
  dataSourceFeature,
  dataModelFeature,
  dataInterfaceFeature,
  dictionaryFeature,
] as const;
