import { authFeature } from '../features/auth';
import { chatFeature } from '../features/chat';
import { homeFeature } from '../features/home';
import { messageFeature } from '../features/message';
import { permissionArea } from '../features/permission';
import { profileFeature } from '../features/profile';
import { systemArea } from '../features/system';
import { systemDataArea } from '../features/systemData';
import { onlineDevArea } from '../features/onlineDev';
import { workFlowArea } from '../features/workFlow';

/**
 * Every feature of the shell. Adding one to this list is all it takes: the menu routes open its
 * pages, i18n learns its texts (and `t()` their keys) and the api slice its tag types.
 */
export const FEATURES = [
  authFeature,
  homeFeature,
  messageFeature,
  profileFeature,
  ...permissionArea,
  ...systemArea,
  ...systemDataArea,
  ...onlineDevArea,
  ...workFlowArea,
  chatFeature,
] as const;
