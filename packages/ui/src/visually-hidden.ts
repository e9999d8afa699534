// One class for what a screen reader reads and the screen does not show.
import styles from './visually-hidden.module.css';

export const visuallyHidden: string = styles.hidden!;
