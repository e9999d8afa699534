// Module Federation `virtualCard/CardInfo`: the card information screen; the host renders it at
// /ind/card/info/{accountId}/{cardImageId} (ids decoded) and the stepper as its step 2.
import { CardInfoPage } from '../app/card-info-page';

export default CardInfoPage;
