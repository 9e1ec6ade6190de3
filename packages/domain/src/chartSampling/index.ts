export * from './sampleFigure.ts';
