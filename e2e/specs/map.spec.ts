import { expect, test } from '@playwright/test';
import { fillFields, formDialog, saveDialog } from '../support/admin';
import { signInOnLoginPage } from '../support/shell';

const run = Date.now().toString(36);

/** Two neighbouring squares, as a small boundary map file. */
const geoJson = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    [114, 30, '东区'],
    [115, 30, '西区'],
  ].map(([lng, lat, name]) => ({
    type: 'Feature',
    properties: { name },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lng, lat],
          [Number(lng) + 1, lat],
          [Number(lng) + 1, Number(lat) + 1],
          [lng, Number(lat) + 1],
          [lng, lat],
        ],
      ],
    },
  })),
});

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signInOnLoginPage(page);
  // Signed in once the menu shows; the home page's own figures may still be loading.
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(sideMenu.getByRole('link', { name: 'Home' })).toBeVisible();
});

test('an administrator uploads a GeoJSON map and sees it drawn', async ({ page }) => {
  await page.goto('/systemData/map');
  await expect(page.getByRole('table', { name: 'Maps' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Upload map');
  const code = `e2emap${run}`;
  await fillFields(dialog, { 'Map code': code, 'Map name': `E2E map ${run}` });
  await dialog.getByLabel('GeoJSON file').setInputFiles({
    name: 'two-squares.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(geoJson),
  });
  await expect(dialog).toContainText('two-squares.geojson: 2 areas');
  await saveDialog(dialog);

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: `Preview E2E map ${run}` }).click();
  const preview = page.getByRole('dialog', { name: `Map preview: E2E map ${run}` });
  // ECharts draws on a canvas inside the chart's box once the outlines have loaded.
  const canvas = preview
    .getByRole('img', { name: `Map preview: E2E map ${run}` })
    .locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
});

test('a file that is not GeoJSON is refused before the upload', async ({ page }) => {
  await page.goto('/systemData/map');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = formDialog(page, 'Upload map');
  await dialog.getByLabel('GeoJSON file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(dialog).toContainText('The file is not a GeoJSON FeatureCollection or Feature');
});
