import { xmlText } from './xml-text';

/**
 * The fixed parts of a one-sheet workbook (ECMA-376, SpreadsheetML): written once per file, the
 * sheet itself streams beside them (sheet-xml.ts).
 */
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Indexes into `cellXfs` of styles.xml below. */
export const STYLE = {
  plain: 0,
  /**
   * Text Excel keeps as text even when the cell is edited and confirmed: the `quotePrefix` of a
   * cell typed with a leading apostrophe. Formula-like text gets it (formula-text.ts).
   */
  quoted: 1,
  header: 2,
} as const;

const contentTypes =
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
  `<Override PartName="/${SHEET_PATH}" ContentType="${OFFICE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/>` +
  `</Types>`;

const rootRels =
  `<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

const workbookRels =
  `<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  `</Relationships>`;

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;

const styles =
  `<styleSheet xmlns="${MAIN}">` +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
  `<fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="3">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** Excel refuses sheet names over 31 characters or with any of `[]:*?/\`. */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

const workbook = (name: string) =>
  `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
  `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Every part but the sheet, by its path in the package. */
export function fixedParts(name: string): [path: string, xml: string][] {
  return [
    ['[Content_Types].xml', XML_HEAD + contentTypes],
    ['_rels/.rels', XML_HEAD + rootRels],
    ['xl/workbook.xml', XML_HEAD + workbook(name)],
    ['xl/_rels/workbook.xml.rels', XML_HEAD + workbookRels],
    ['xl/styles.xml', XML_HEAD + styles],
  ];
}

export const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN}">`;
