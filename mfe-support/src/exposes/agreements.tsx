export { Agreements as default } from '../features/agreements/agreements';
