import type { Texts } from '../text/format';

/** What the designer and the server say about a refused design; `{name}` are the error's params. */
export const DESIGN_MESSAGES = {
  notADesign: {
    zh: '表单设计格式不正确',
    zhtw: '表單設計格式不正確',
    en: 'The form design is not valid',
  },
  tooLarge: {
    zh: '表单设计过大，不能超过{limit}个字符',
    zhtw: '表單設計過大，不能超過{limit}個字元',
    en: 'The form design is too large: at most {limit} characters',
  },
  tooManyFields: {
    zh: '表单的组件不能超过{limit}个',
    zhtw: '表單的元件不能超過{limit}個',
    en: 'A form holds at most {limit} components',
  },
  tooDeep: {
    zh: '布局嵌套不能超过{limit}层',
    zhtw: '佈局巢狀不能超過{limit}層',
    en: 'Layouts nest at most {limit} levels deep',
  },
  badProperty: {
    zh: '属性{property}的设置不正确',
    zhtw: '屬性{property}的設定不正確',
    en: 'The setting {property} is not valid',
  },
  unknownType: {
    zh: '不支持的组件类型{type}',
    zhtw: '不支援的元件類型{type}',
    en: 'Unknown component type {type}',
  },
  misplaced: {
    zh: '组件{type}不能放在{parent}中',
    zhtw: '元件{type}不能放在{parent}中',
    en: 'A {type} cannot be placed in {parent}',
  },
  duplicateModel: {
    zh: '字段名{model}重复',
    zhtw: '欄位名{model}重複',
    en: 'The field name {model} is used twice',
  },
  reservedName: {
    zh: '字段名{model}是保留字，请换一个',
    zhtw: '欄位名{model}是保留字，請換一個',
    en: 'The field name {model} is reserved; choose another',
  },
  duplicateFormId: {
    zh: '组件编号{formId}重复',
    zhtw: '元件編號{formId}重複',
    en: 'The component id {formId} is used twice',
  },
  duplicateOption: {
    zh: '选项值{id}重复',
    zhtw: '選項值{id}重複',
    en: 'The option value {id} is used twice',
  },
  missingDictionary: {
    zh: '请选择数据字典',
    zhtw: '請選擇資料字典',
    en: 'Choose a dictionary',
  },
  missingInterface: {
    zh: '请选择数据接口',
    zhtw: '請選擇資料介面',
    en: 'Choose a data interface',
  },
  badDefault: {
    zh: '默认值不符合该字段的设置',
    zhtw: '預設值不符合該欄位的設定',
    en: "The default value does not fit the field's settings",
  },
  unknownRule: {
    zh: '不支持的校验规则{rule}',
    zhtw: '不支援的校驗規則{rule}',
    en: 'Unknown validation rule {rule}',
  },
  ruleOrPattern: {
    zh: '校验规则须为规则名或正则表达式之一',
    zhtw: '校驗規則須為規則名或正規表示式之一',
    en: 'A validation rule names either a rule or a pattern',
  },
  badPattern: {
    zh: '正则表达式{pattern}无法解析',
    zhtw: '正規表示式{pattern}無法解析',
    en: 'The pattern {pattern} is not a regular expression the forms can run',
  },
  unknownReference: {
    zh: '引用的字段{field}不存在',
    zhtw: '引用的欄位{field}不存在',
    en: 'The referenced field {field} does not exist',
  },
  selfReference: {
    zh: '{rule}条件不能引用字段本身',
    zhtw: '{rule}條件不能引用欄位本身',
    en: 'The {rule} condition cannot refer to the field itself',
  },
  badComparison: {
    zh: '条件{field} {op}的比较值不正确',
    zhtw: '條件{field} {op}的比較值不正確',
    en: 'The value compared in {field} {op} does not fit the operator',
  },
  formulaOrder: {
    zh: '公式须为数值与运算符交替，并以数值开头和结尾',
    zhtw: '公式須為數值與運算子交替，並以數值開頭和結尾',
    en: 'A formula alternates operands and operators, starting and ending with an operand',
  },
  formulaParentheses: {
    zh: '公式的括号不匹配',
    zhtw: '公式的括號不匹配',
    en: 'The parentheses of the formula do not match',
  },
  notNumeric: {
    zh: '公式引用的字段{field}不是数值字段',
    zhtw: '公式引用的欄位{field}不是數值欄位',
    en: 'The formula refers to {field}, which is not a numeric field',
  },
  cycle: {
    zh: '字段{field}的计算或赋值形成循环引用',
    zhtw: '欄位{field}的計算或賦值形成循環參照',
    en: 'The calculation or assignment of {field} refers back to itself',
  },
  wrongRelation: {
    zh: '关联的字段{field}须为{type}组件',
    zhtw: '關聯的欄位{field}須為{type}元件',
    en: 'The related field {field} must be a {type}',
  },
  notSummable: {
    zh: '合计字段{field}不是本子表的数值列',
    zhtw: '合計欄位{field}不是本子表的數值欄',
    en: 'The total column {field} is not a numeric column of this sub-table',
  },
} as const satisfies Record<string, Texts>;

export type DesignMessageKey = keyof typeof DESIGN_MESSAGES;
