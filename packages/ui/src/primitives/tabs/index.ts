export { Tabs, TabsContent, TabsList, type TabsProps, TabsTrigger, type TabsVariant } from './tabs';
