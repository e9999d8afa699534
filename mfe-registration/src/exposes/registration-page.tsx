// Module Federation `registration/RegistrationPage`: the physical card form at /ind/registration.
import { RegistrationPage } from '../features/physical-registration/registration-page';

export default RegistrationPage;
