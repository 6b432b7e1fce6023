export {
  StaticPageLayout,
  type StaticPageLayoutLinkProps,
  type StaticPageLayoutProps,
} from './static-page-layout';
