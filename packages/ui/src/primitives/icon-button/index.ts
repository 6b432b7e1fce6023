export { IconButton, type IconButtonProps, type IconButtonSize } from './icon-button';
