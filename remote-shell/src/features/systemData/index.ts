import { dataBackupFeature } from './dataBackup';
import { dictionaryFeature } from './dictionary';
import { mapFeature } from './map';

/** The system data area: dictionaries, data sources and the other pages of 系统数据. */
export const systemDataArea = [dictionaryFeature, dataBackupFeature, mapFeature] as const;
