export * from './report.js';
export * from './address.js';
export * from './email.js';
export * from './api.js';
export * from './facts.js';
export * from './analysis.js';
