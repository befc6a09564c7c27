import { dataBackupFeature } from './dataBackup';
import { dataInterfaceFeature } from './dataInterface';
import { dataModelFeature } from './dataModel';
import { dataSourceFeature } from './dataSource';
import { dataSyncFeature } from './dataSync';
import { dictionaryFeature } from './dictionary';
import { mapFeature } from './map';

/** The system data area (系统数据): its pages in the menu's order. */
export const systemDataArea = [
  dataSourceFeature,
  dataModelFeature,
  dataSyncFeature,
  dataBackupFeature,
  dataInterfaceFeature,
  dictionaryFeature,
  mapFeature,
] as const;
