export * from './beijing.ts';
