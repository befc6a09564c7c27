import Type from 'typebox';
import { literalUnion } from '../kit/literal-union';

/**
 * `formConf`, how the whole form looks and opens. The platform family also keeps event scripts
 * here (onLoad, beforeSubmit); this product refuses them: behaviour is declared as field linkage.
 */

export const FORM_POPUP_TYPES = ['general', 'fullScreen', 'drawer'] as const;
export type FormPopupType = (typeof FORM_POPUP_TYPES)[number];

export const FormConf = Type.Object(
  {
    /** The name the form's values go by (`dataForm`). */
    formModel: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' })),
    size: Type.Optional(literalUnion(['small', 'medium'] as const)),
    labelPosition: Type.Optional(literalUnion(['left', 'right', 'top'] as const)),
    /** In px. */
    labelWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 500 })),
    /** Space between columns, in px. */
    gutter: Type.Optional(Type.Integer({ minimum: 0, maximum: 48 })),
    disabled: Type.Optional(Type.Boolean()),
    /** How the form opens from a list: a dialog, full screen or a drawer, and how wide. */
    popupType: Type.Optional(literalUnion(FORM_POPUP_TYPES)),
    generalWidth: Type.Optional(Type.Integer({ minimum: 300, maximum: 3000 })),
    fullScreenWidth: Type.Optional(Type.Integer({ minimum: 300, maximum: 3000 })),
    drawerWidth: Type.Optional(Type.Integer({ minimum: 300, maximum: 3000 })),
    /** Texts of the confirm and cancel buttons; the translated defaults when absent. */
    confirmButtonText: Type.Optional(Type.String({ maxLength: 20 })),
    cancelButtonText: Type.Optional(Type.String({ maxLength: 20 })),
    /** Offers "save and add another" on create. */
    hasConfirmAndAddBtn: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FormConf = Type.Static<typeof FormConf>;
