export { TransferDialog, TRANSFER_WIDTH } from './TransferDialog';
export type { TransferDialogProps } from './TransferDialog';
export type { TransferItem } from './types';
