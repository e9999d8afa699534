export { TEST_CONFIG as CONFIG } from '@portal/testing';
