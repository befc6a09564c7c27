import type { ServerModule } from '../kernel/module';
import { chatModule } from './chat';
import { filesModule } from './files';
import { homeModule } from './home';
import { oauthModule } from './oauth';
import { permissionArea } from './permission';
import { profileModule } from './profile';
import { systemArea } from './system';
import { systemDataArea } from './systemData';
import { onlineDevArea } from './onlineDev';
import { workflowArea } from './workflow';

/**
 * Every capability of the server, in registration order. Adding a module to this list is all it
 * takes: the application registers its routes, the seed ships its menu entries, the translator
 * learns its texts and the error handler its unique constraints.
 */
export const MODULES: readonly ServerModule[] = [
  oauthModule,
  profileModule,
  filesModule,
  homeModule,
  ...permissionArea,
  ...systemArea,
  ...systemDataArea,
  ...onlineDevArea,
  ...workflowArea,
  chatModule,
];
