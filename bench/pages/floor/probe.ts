// Kept apart from the floor's bundle so that its bytes are not counted as the floor's.
import { runProbe } from '../probe/run-probe';

runProbe(async () => {
  const mountFloor = window.mountFloor;
  if (!mountFloor) throw new Error('the floor bundle did not define window.mountFloor');
  return mountFloor;
});
