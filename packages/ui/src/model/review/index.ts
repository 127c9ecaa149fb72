export * from './statusMachine';
export * from './statusUpdate';
export * from './queueMatrix';
export * from './queueSelection';
export * from './messageTemplates';
export * from './triageKeys';
export * from './publishedCharts';
