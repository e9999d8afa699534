// Module Federation `registration/VirtualRegistration`: the guarded virtual-card stepper.
import { VirtualRegistration } from '../features/virtual-registration/virtual-registration';

export default VirtualRegistration;
