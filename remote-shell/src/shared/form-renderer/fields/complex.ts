import type { FieldRegistry } from '../field-props';
import { AddressField } from './AddressField';
import { BarcodeField } from './BarcodeField';
import { BillRuleField } from './BillRuleField';
import { DepartmentSelectField } from './DepartmentSelectField';
import { EditorField } from './EditorField';
import { OrganizeSelectField } from './OrganizeSelectField';
import { PopupAttrField } from './PopupAttrField';
import { PopupSelectField } from './PopupSelectField';
import { PositionSelectField } from './PositionSelectField';
import { QrcodeField } from './QrcodeField';
import { RoleSelectField } from './RoleSelectField';
import { SignatureField } from './SignatureField';
import {
  CreateTimeField,
  CreateUserField,
  CurrDepartmentField,
  CurrOrganizeField,
  CurrPositionField,
  ModifyTimeField,
  ModifyUserField,
} from './SystemTextField';
import type { SystemKey } from './SystemTextField';
import { UploadFileField } from './UploadFileField';
import { UploadImageField } from './UploadImageField';
import { UserSelectField } from './UserSelectField';

/*
 * The complex field components, for the renderer's registry. What they expect of it beyond
 * FieldProps:
 * - the label of a field carries the id `labelIdOf(inputId)` (`<inputId>-label`): controls that
 *   are no labelable element (a select's button) are named by it;
 * - fields that show another field (`qrcode` and `barcode` with `dataType: relation`,
 *   `popupAttr`, `relationFormAttr`) get the value of their `relationField` as `value`;
 * - each form is wrapped in `PopupRowsProvider`, where popup selects and relation forms keep the
 *   rows chosen for their attribute fields.
 */

type ComplexKey =
  | 'organizeSelect'
  | 'departmentSelect'
  | 'positionSelect'
  | 'roleSelect'
  | 'userSelect'
  | 'address'
  | 'uploadFile'
  | 'uploadImage'
  | 'editor'
  | 'popupSelect'
  | 'popupAttr'
  | 'qrcode'
  | 'barcode'
  | 'signature'
  | 'billRule'
  | SystemKey;

export const complexFields: Pick<FieldRegistry, ComplexKey> = {
  organizeSelect: OrganizeSelectField,
  departmentSelect: DepartmentSelectField,
  positionSelect: PositionSelectField,
  roleSelect: RoleSelectField,
  userSelect: UserSelectField,
  address: AddressField,
  uploadFile: UploadFileField,
  uploadImage: UploadImageField,
  editor: EditorField,
  popupSelect: PopupSelectField,
  popupAttr: PopupAttrField,
  qrcode: QrcodeField,
  barcode: BarcodeField,
  signature: SignatureField,
  billRule: BillRuleField,
  createUser: CreateUserField,
  createTime: CreateTimeField,
  modifyUser: ModifyUserField,
  modifyTime: ModifyTimeField,
  currOrganize: CurrOrganizeField,
  currDepartment: CurrDepartmentField,
  currPosition: CurrPositionField,
};

export { labelIdOf } from './field-values';
export { PopupRowsProvider } from './popup-rows';
export type { UploadedRef } from './upload-value';
