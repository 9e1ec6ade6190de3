/** A chart-like picture for stories, inline so stories need no network. */
export const storyThumbnail =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
      '<rect width="800" height="600" fill="#f3f4f6"/>' +
      '<polyline fill="none" stroke="#1d4ed8" stroke-width="6" points="0,500 100,420 200,460 300,300 400,340 500,200 600,260 700,120 800,160"/>' +
      '</svg>',
  );
