import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { endpointsByArea } from './index.ts';
import {
  addFavorite,
  btcData,
  btcPrice,
  chartFigure,
  favoriteDetail,
  favorites,
  getKnowledgeAll,
  getTargetAll,
  priceFrequencies,
  removeFavorite,
  snapshotMaxBytes,
  indicatorThumbnail,
  indicatorSummary,
  uploadPrivate,
} from './indicators.ts';

const m = messages.indicators;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('indicator endpoints match the spec’s call table', () => {
  const table = [
    [btcPrice, 'GET', '/api/v1/chart/btc_price/{frequency}/', 'visitor'],
    [btcData, 'GET', '/api/v1/chart/btcdata/{groupId}/{targetId}/', 'vip'],
    [uploadPrivate, 'POST', '/api/v1/filepro/upload_private/', 'admin'],
    [indicatorThumbnail, 'GET', '/api/v1/filepro/thumbnail/{itemId}/', 'visitor'],
    [getTargetAll, 'GET', '/api/v1/loginpart/gettargetall/', 'visitor'],
    [getKnowledgeAll, 'GET', '/api/v1/loginpart/getknowledgeall/', 'vip'],
    [favorites, 'GET', '/api/v1/loginpart/favorite/0', 'vip'],
    [favoriteDetail, 'GET', '/api/v1/loginpart/favoritedetail/{groupId}/{targetId}/', 'vip'],
    [addFavorite, 'POST', '/api/v1/loginpart/favorite/{itemId}/', 'vip'],
    [removeFavorite, 'DELETE', '/api/v1/loginpart/favorite/{itemId}/', 'vip'],
    [indicatorSummary, 'GET', '/api/v1/chart/summary/', 'visitor'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the indicators area', () => {
    expect(endpointsByArea.indicators.map((e) => e.id).sort()).toEqual(
      table.map(([e]) => e.id).sort(),
    );
  });

  it('takes the snapshot as multipart with a size limit above the largest image', () => {
    expect(uploadPrivate.consumes).toBe('multipart/form-data');
    expect(uploadPrivate.maxBytes).toBeGreaterThan(snapshotMaxBytes);
  });

  it('serves thumbnails as PNG bytes, versioned by a hex query', () => {
    expect(indicatorThumbnail.produces).toBe('image/png');
    expect(indicatorThumbnail.response.safeParse(new Uint8Array([137, 80])).success).toBe(true);
    expect(indicatorThumbnail.response.safeParse('iVBOR').success).toBe(false);
    expect(indicatorThumbnail.query.safeParse({ v: '0a9f' }).success).toBe(true);
    expect(indicatorThumbnail.query.safeParse({}).success).toBe(true);
    expect(indicatorThumbnail.query.safeParse({ v: '../x' }).success).toBe(false);
  });
});

describe('btc_price', () => {
  it.each(priceFrequencies)('accepts frequency %s', (frequency) => {
    expect(btcPrice.params.parse({ frequency })).toEqual({ frequency });
  });

  it.each(['5m', '1d', 'LIVE', ''])('refuses frequency %j with the catalogue text', (frequency) => {
    expect(firstMessage(btcPrice.params, { frequency })).toBe(m.frequencyInvalid);
  });

  it('reads price as a decimal string and added as unix seconds', () => {
    const ok = { stream: '/prices/btc', data: [{ price: '92031.55', added: 1_795_000_000 }] };
    expect(btcPrice.response.safeParse(ok).success).toBe(true);
    expect(btcPrice.response.safeParse({ ...ok, stream: 'btc_price.live' }).success).toBe(false);
    expect(
      btcPrice.response.safeParse({ ...ok, data: [{ price: 92031.55, added: 1 }] }).success,
    ).toBe(false);
    expect(btcPrice.response.safeParse({ ...ok, data: [{ price: '9e4', added: 1 }] }).success).toBe(
      false,
    );
    expect(btcPrice.response.safeParse({ ...ok, data: [{ price: '1', added: 1.5 }] }).success).toBe(
      false,
    );
  });
});

describe('chart figures', () => {
  const figure = {
    data: [
      {
        type: 'scatter',
        mode: 'lines',
        name: 'MVRV',
        x: ['2026-11-01', '2026-11-02'],
        y: [1.2, null],
        hovertemplate: '%{y}',
      },
    ],
    layout: {
      title: { text: 'MVRV 比率' },
      xaxis: { type: 'date' },
      yaxis2: { overlaying: 'y', side: 'right' },
      images: [{ source: '/images/watermark.png', opacity: 0.1 }],
      paper_bgcolor: '#fff',
    },
  };

  it('accepts a Plotly figure and keeps keys it does not model', () => {
    const parsed = chartFigure.parse(figure);
    expect(parsed.data[0]?.['hovertemplate']).toBe('%{y}');
    expect(parsed.layout['paper_bgcolor']).toBe('#fff');
  });

  it.each([
    ['a trace without y', { ...figure, data: [{ x: [1] }] }],
    ['a text y value', { ...figure, data: [{ x: [1], y: ['a'] }] }],
    ['an image without source', { ...figure, layout: { images: [{ x: 1 }] } }],
    ['an unknown axis type', { ...figure, layout: { xaxis: { type: 'polar' } } }],
  ])('refuses %s', (_, input) => {
    expect(chartFigure.safeParse(input).success).toBe(false);
  });

  it('nests the figure under response.chart', () => {
    expect(btcData.response.safeParse({ response: { chart: { figure } } }).success).toBe(true);
    expect(btcData.response.safeParse({ chart: { figure } }).success).toBe(false);
  });

  it.each([
    [{ groupId: '1', targetId: '92' }, true],
    [{ groupId: '0', targetId: '92' }, false],
    [{ groupId: '1', targetId: 'abc' }, false],
    [{ groupId: '1.5', targetId: '92' }, false],
  ])('params %j → %s', (params, ok) => {
    const result = btcData.params.safeParse(params);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(m.idInvalid);
  });
});

describe('upload_private', () => {
  const png = (size: number, type = 'image/png'): File =>
    new File([new Uint8Array(size)], 'chart.png', { type });

  it('accepts a PNG and a targetId from form fields', () => {
    const parsed = uploadPrivate.body.parse({ image: png(10), targetId: '92' });
    expect(parsed.targetId).toBe(92);
  });

  it.each([
    ['a missing file', { targetId: '92' }, m.uploadChooseFile],
    ['a text field instead of a file', { image: 'x', targetId: '92' }, m.uploadChooseFile],
    ['an empty file', { image: png(0), targetId: '92' }, m.uploadChooseFile],
    ['a JPEG', { image: png(10, 'image/jpeg'), targetId: '92' }, m.uploadNotPng],
    ['a PNG over 2 MiB', { image: png(snapshotMaxBytes + 1), targetId: '92' }, m.uploadTooLarge],
    ['a bad targetId', { image: png(10), targetId: 'x' }, m.idInvalid],
  ])('refuses %s', (_, body, message) => {
    expect(firstMessage(uploadPrivate.body, body)).toBe(message);
  });
});

describe('menus', () => {
  it('reads groups with items and their detail lists', () => {
    const itemlist = [
      {
        id: 1,
        title: '价格',
        items: [
          {
            id: 90,
            title: '比特币实时价格',
            detail: ['BTC/USD'],
            chart_key: 'live_price',
            thumbnail: null,
          },
        ],
      },
    ];
    expect(getTargetAll.response.safeParse({ itemlist }).success).toBe(true);
    const withThumbnail = [
      { ...itemlist[0], items: [{ ...itemlist[0]?.items[0], thumbnail: '/t/90/?v=ab' }] },
    ];
    expect(getTargetAll.response.safeParse({ itemlist: withThumbnail }).success).toBe(true);
    const withoutThumbnail = [
      { ...itemlist[0], items: [{ id: 90, title: '比特币实时价格', detail: [], chart_key: null }] },
    ];
    expect(getTargetAll.response.safeParse({ itemlist: withoutThumbnail }).success).toBe(false);
    const unknownChart = [
      { ...itemlist[0], items: [{ ...itemlist[0]?.items[0], chart_key: 'pie' }] },
    ];
    expect(getTargetAll.response.safeParse({ itemlist: unknownChart }).success).toBe(false);
    expect(getTargetAll.response.safeParse({ knowledgelist: itemlist }).success).toBe(false);
  });

  it('requires header_klg and content in knowledge items', () => {
    const item = {
      id: 201,
      title: '什么是比特币',
      detail: [],
      header_klg: '导语',
      content: '正文',
    };
    expect(
      getKnowledgeAll.response.safeParse({
        knowledgelist: [{ id: 11, title: '入门', items: [item] }],
      }).success,
    ).toBe(true);
    const { content: _, ...withoutContent } = item;
    expect(
      getKnowledgeAll.response.safeParse({
        knowledgelist: [{ id: 11, title: '入门', items: [withoutContent] }],
      }).success,
    ).toBe(false);
  });
});

describe('favourites', () => {
  it.each([
    [{ unit_index: 1, list_index: 3 }, true],
    [{ unit_index: 1, list_index: 3, group_id: 3, target_id: 95 }, true],
    [{ unit_index: '1', list_index: '3' }, true],
    [{ list_index: 3 }, false],
    [{ unit_index: -1, list_index: 3 }, false],
    [{ unit_index: 1, list_index: 3, is_favorite: true }, false],
  ])('addFavorite body %j → %s', (body, ok) => {
    expect(addFavorite.body.safeParse(body).success).toBe(ok);
  });

  it('refuses a negative index with the catalogue text', () => {
    expect(firstMessage(addFavorite.body, { unit_index: -1, list_index: 3 })).toBe(m.idInvalid);
  });

  it('answers the desk with has_favorite and items', () => {
    const item = {
      item_id: 92,
      list_index: 1,
      unit_index: 3,
      groupId: 1,
      targetId: 92,
      title: 'MVRV 比率',
      imgSrc: '',
      isFavorite: true,
    };
    expect(favorites.response.safeParse({ has_favorite: true, items: [item] }).success).toBe(true);
    expect(
      favorites.response.safeParse({ has_favorite: true, items: [{ ...item, groupId: undefined }] })
        .success,
    ).toBe(false);
    expect(removeFavorite.response.safeParse({ remaining_favorites: [item] }).success).toBe(true);
    expect(removeFavorite.response.safeParse({ remaining_favorites: 1 }).success).toBe(false);
  });

  it('lets favoriteDetail say "not a favourite" with null indexes', () => {
    expect(
      favoriteDetail.response.safeParse({
        item_id: 92,
        is_favorite: false,
        unit_index: null,
        list_index: null,
      }).success,
    ).toBe(true);
  });
});
