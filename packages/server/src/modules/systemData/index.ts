import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { dataModelModule } from './dataModel';
import { dataSourceModule } from './dataSource';
import { dataInterfaceModule } from './dataInterface';
import { dataBackupModule } from './dataBackup';
import { dataSyncModule } from './dataSync';
import { dictionaryModule } from './dictionary';
import { mapModule } from './map';

/** The system data area: its menu folder and the capabilities inside it. */
export const systemDataArea: readonly ServerModule[] = [
  defineModule({
    name: 'systemData',
    seedMenus: [
      directory('systemData', { zh: '系统数据', zhtw: '系統資料', en: 'System data' }, 92),
    ],
  }),
  dataModelModule,
  dataSourceModule,
  dictionaryModule,
  dataInterfaceModule,
  dataSyncModule,
  dataBackupModule,
  mapModule,
];
