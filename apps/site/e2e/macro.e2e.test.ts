import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  financialRow,
  formatChangePercent,
  impactStatusLabels,
  seriesById,
  type FinancialRow,
} from '@coinsight/domain/market';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../server/src/cli/ingest.ts';
import { startProduct, type Product } from './harness.ts';

/** The seven real FRED series of the shared reference data (spec 3 §2.6's ids). */
const referenceIds = ['CPIAUCSL', 'DEXJPUS', 'DGS10', 'M2SL', 'NASDAQCOM', 'SP500', 'UNRATE'];
const referenceDir = join(import.meta.dirname, '../../../../shared/reference-data');
const memberPhone = '13800007777';

let product: Product;
let memberCookie: { name: string; value: string };
let workDir: string;
/** Each ingested series' file, as FRED wrote it. */
const files = new Map<string, string>();

/**
 * A FRED-format CSV (`date,value`, '.' for a missing day) of business days up to 2026-11-20, for when
 * the reference files are not beside the repository (CI): a slow walk with a gap and a missing last day.
 */
function fredCsv(seriesId: string, level: number): string {
  const lines = ['date,value'];
  let value = level;
  for (let ms = Date.UTC(2024, 0, 1), i = 0; ms <= Date.UTC(2026, 10, 20); ms += 86_400_000, i++) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    value *= 1 + Math.sin(i / 9 + seriesId.length) * 0.004;
    const date = new Date(ms).toISOString().slice(0, 10);
    lines.push(`${date},${i % 53 === 0 || date === '2026-11-20' ? '.' : value.toFixed(3)}`);
  }
  return `${lines.join('\n')}\n`;
}

const levels: Record<string, number> = {
  CPIAUCSL: 325,
  DEXJPUS: 152,
  DGS10: 4.2,
  M2SL: 22_300,
  NASDAQCOM: 24_800,
  SP500: 6_700,
  UNRATE: 4.3,
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'coinsight-e2e-macro-'));
  for (const id of referenceIds) {
    const reference = join(referenceDir, `fred-${id}.csv`);
    const file = existsSync(reference) ? reference : join(workDir, `fred-${id}.csv`);
    if (file !== reference) await writeFile(file, fredCsv(id, levels[id]!));
    files.set(id, file);
  }
  product = await startProduct({ database: 'mariadb' });
  memberCookie = (await product.addLoggedInMember(memberPhone)).cookie;
  const { database } = product.server.services.config;
  if (database.client !== 'mysql') throw new Error('the e2e server runs on MariaDB');
  const out: string[] = [];
  const err: string[] = [];
  // What `npm run ingest -- fred --file …` runs, with its own connection to the server's database.
  const code = await runIngest(['fred', '--file', ...files.values()], {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    env: { DATABASE_URL: database.url },
  });
  expect(code, err.join('')).toBe(0);
  for (const id of referenceIds) expect(out.join('')).toContain(`fred ${id}`);
}, 240_000);

afterAll(async () => {
  await product?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let pageErrors: string[] = [];
afterEach(() => {
  const seen = pageErrors;
  pageErrors = [];
  expect(seen).toEqual([]);
});

async function memberPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context: BrowserContext = await product.newContext({ viewport });
  await context.addCookies([{ ...memberCookie, url: product.origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/** The overview row a file's last two observations make ('.' dropped), by the domain's rules. */
async function rowFromFile(seriesId: string): Promise<FinancialRow> {
  const text = await readFile(files.get(seriesId)!, 'utf8');
  const observations = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(([, value]) => value !== '.' && value !== '')
    .map(([date, value]) => ({ date: date!, value: value! }));
  const row = financialRow(seriesById(seriesId)!, observations.slice(-2).reverse());
  if (!row) throw new Error(`${seriesId} has no numeric observation`);
  return row;
}

const cellsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: '金融数据列表' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('cell')
    .allTextContents();

describe('macro series end to end', () => {
  it('shows each ingested series with the value, change and status of its file’s last two observations', async () => {
    const page = await memberPage();
    await page.goto('/');
    await page.getByRole('link', { name: '金融数据' }).first().click();
    await page.waitForURL('**/toFinancialData');
    await page.getByRole('table', { name: '金融数据列表' }).getByRole('row').nth(1).waitFor();
    // Only the ingested series have observations on this server (no demo seed).
    await expect.poll(() => page.getByText(`共 ${referenceIds.length} 条`).count()).toBe(1);
    for (const id of referenceIds) {
      const row = await rowFromFile(id);
      expect(await cellsOf(page, row.name), id).toEqual([
        row.updateTime,
        row.name,
        row.value,
        impactStatusLabels[row.status],
        row.categoryLabel,
        row.change === null ? '—' : formatChangePercent(row.change),
      ]);
    }
  });

  it('opens 10-year yields, switches ranges and tabs, and hovers a date', async () => {
    const page = await memberPage();
    await page.goto('/toFinancialData');
    const dgs10 = await rowFromFile('DGS10');
    await page.getByRole('button', { name: dgs10.name }).click();
    await page.waitForURL('**/bonds/us10y?seriesId=DGS10**');
    const chart = page.getByRole('img', { name: `${dgs10.name}图表` });
    await chart.waitFor({ timeout: 20_000 });
    const overview = page.getByRole('region', { name: '数据概览' });
    expect(await overview.textContent()).toContain(`${dgs10.value} %`);
    expect(await overview.textContent()).toContain(dgs10.updateTime);

    const ranges = page.getByRole('radiogroup', { name: '时间范围' });
    const stats = page.getByRole('region', { name: '统计数据' });
    const countOf = async () =>
      Number(
        (await stats
          .getByText(/^[\d,]+$/)
          .first()
          .textContent())!.replaceAll(',', ''),
      );
    await expect.poll(countOf).toBeGreaterThan(2000);
    const tenYears = await countOf();
    await ranges.getByText('全部', { exact: true }).click();
    // The whole history goes back to 1962 when the reference file is there.
    await expect.poll(countOf, { timeout: 15_000 }).toBeGreaterThan(tenYears);
    await ranges.getByText('1年', { exact: true }).click();
    await expect.poll(countOf, { timeout: 15_000 }).toBeLessThan(270);

    await page.getByRole('tab', { name: '变化率' }).click();
    await page.getByRole('img', { name: `${dgs10.name} 变化率图表` }).waitFor();
    await page.getByRole('tab', { name: '趋势图' }).click();
    await chart.waitFor();
    const box = (await page.locator('[data-part="crosshair"]').boundingBox())!;
    await page.mouse.move(box.x + box.width - 14, box.y + 60);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(
      `${dgs10.updateTime}（北京时间）${dgs10.name}${dgs10.value}`,
    );
  });

  it('fits a 375 px phone', async () => {
    const page = await memberPage({ width: 375, height: 740 });
    await page.goto('/toFinancialData');
    await page.getByRole('table', { name: '金融数据列表' }).getByRole('row').nth(1).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await overflow()).toBeLessThanOrEqual(375);
    await page.goto('/bonds/us10y');
    await page.getByRole('img', { name: '美国10年期国债收益率图表' }).waitFor({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: '变化率' }).click();
    await page.getByRole('img', { name: '美国10年期国债收益率 变化率图表' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(375);
  });
});
