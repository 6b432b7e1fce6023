export {
  StaticPageLayout,
  type StaticPageLayoutProps,
} from './static-page-layout';
