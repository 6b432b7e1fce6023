export { Avatar, type AvatarProps, type AvatarStatus, avatarVariants, getInitials } from './avatar';
