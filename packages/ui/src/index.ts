export { cn } from "./lib/cn";
export { hydratedAttribute, useHydrationMark } from "./lib/hydration-mark";

export { LinkProvider, useLinkComponent } from "./components/link/LinkContext";
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from "./components/link/LinkContext";
export { Link, isExternalHref } from "./components/link/Link";
export type { LinkProps } from "./components/link/Link";

export { Button } from "./components/button/Button";
export type { ButtonProps } from "./components/button/Button";
export { buttonVariants } from "./components/button/buttonVariants";
export type { ButtonVariantProps } from "./components/button/buttonVariants";

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from "./components/card/Card";
export type {
  CardProps,
  CardHeaderProps,
  CardTitleProps,
  CardDescriptionProps,
  CardContentProps,
  CardFooterProps,
} from "./components/card/Card";

export { Badge } from "./components/badge/Badge";
export type { BadgeProps } from "./components/badge/Badge";
export { badgeVariants } from "./components/badge/badgeVariants";
export type { BadgeVariantProps } from "./components/badge/badgeVariants";

export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogBody,
  DialogFooter,
  DialogClose,
} from "./components/dialog/Dialog";
export type {
  DialogProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogHeaderProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogBodyProps,
  DialogFooterProps,
  DialogCloseProps,
} from "./components/dialog/Dialog";

export { Toaster } from "./components/toast/Toaster";
export type { ToasterProps } from "./components/toast/Toaster";
export { toast } from "./components/toast/toast";
export type { ToastOptions } from "./components/toast/toast";

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from "./components/accordion/Accordion";
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from "./components/accordion/Accordion";

export { SearchField } from "./components/search-field/SearchField";
export type { SearchFieldProps } from "./components/search-field/SearchField";

export { SearchPanel } from "./components/search-dialog/SearchPanel";
export type {
  SearchPanelProps,
  SearchResult,
  SearchResultGroup,
  SearchExcerptPart,
} from "./components/search-dialog/SearchPanel";
export { SearchDialog } from "./components/search-dialog/SearchDialog";
export type { SearchDialogProps } from "./components/search-dialog/SearchDialog";

export { FadeIn } from "./components/fade-in/FadeIn";
export type { FadeInProps } from "./components/fade-in/FadeIn";

export { useFrameStatus, frameHasArrived, DEFAULT_FRAME_TIMEOUT_MS } from "./hooks/useFrameStatus";
export type { FrameStatus, FrameStatusState, UseFrameStatusOptions } from "./hooks/useFrameStatus";
export { VideoEmbed } from "./components/video-embed/VideoEmbed";
export type { VideoEmbedProps } from "./components/video-embed/VideoEmbed";
export { ExternalFrame } from "./components/external-frame/ExternalFrame";
export type { ExternalFrameProps } from "./components/external-frame/ExternalFrame";

export { NotFoundPanel } from "./components/not-found-panel/NotFoundPanel";
export type { NotFoundPanelProps } from "./components/not-found-panel/NotFoundPanel";

export { Prose } from "./components/prose/Prose";
export type { ProseProps } from "./components/prose/Prose";

export { SiteHeader } from "./components/site-header/SiteHeader";
export type { SiteHeaderProps, SiteHeaderLink } from "./components/site-header/SiteHeader";
export { SiteFooter } from "./components/site-footer/SiteFooter";
export type { SiteFooterProps } from "./components/site-footer/SiteFooter";
export { SkipLink } from "./components/skip-link/SkipLink";
export type { SkipLinkProps } from "./components/skip-link/SkipLink";
export { PageHeader } from "./components/page-header/PageHeader";
export type { PageHeaderProps } from "./components/page-header/PageHeader";
export { Container } from "./components/layout/Container";
export type { ContainerProps } from "./components/layout/Container";
export { Section } from "./components/layout/Section";
export type { SectionProps } from "./components/layout/Section";

export { Spinner } from "./components/spinner/Spinner";
export type { SpinnerProps } from "./components/spinner/Spinner";
