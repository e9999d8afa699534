import * as contracts from './index';

test.each([
  'LoginRequestSchema',
  'HistoryRequestSchema',
  'HistoryDownloadRequestSchema',
  'historyRequestSchema',
  'historyRangeSchema',
  'historyRangeMessage',
  'formErrors',
  'fieldError',
  'MESSAGES',
  'ERROR_TEXTS',
  'RuntimeConfigSchema',
  'statusLabel',
  'maskCardNumber',
])('the package exports %s', (name) => {
  expect(contracts).toHaveProperty(name);
});
