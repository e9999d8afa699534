// The runtime config and card payloads for the host's tests: the shared test fixtures.
export { TEST_CONFIG as CONFIG, testCard as card, VALID_CARD } from '@portal/testing';
