export interface TransferItem {
  id: string;
  label: string;
}
