export { LogoLoader, type LogoLoaderProps } from './logo-loader';
