import { StaffNav, StaffOnly } from "@web/features/admin";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { SocialDataTab } from "./social-data-tab";
import { SqlTranslationTab } from "./sql-translation-tab";
import { WebScrapingTab } from "./web-scraping-tab";

/** /data-tools: staff ask the shop's data questions in English, read public pages and search social posts. */
export function Component() {
  usePageTitle("Data tools");
  return (
    <StaffOnly title="Data tools">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
        <StaffNav />
        <h1 className="font-serif text-3xl text-ink">Data tools</h1>
        <p className="mt-1 text-muted">
          Questions about the shop answered from its own data, public web pages read safely, and public social posts.
        </p>
        <Tabs defaultValue="sql" className="mt-6">
          {/* Three equal columns on a phone (a label may take two lines) rather than a ragged wrap. */}
          <TabsList aria-label="Data tools" className="grid w-full grid-cols-3 rounded-3xl sm:inline-flex sm:w-auto">
            <TabsTrigger value="sql" className="px-2 leading-tight sm:px-4">
              SQL Translation
            </TabsTrigger>
            <TabsTrigger value="scraping" className="px-2 leading-tight sm:px-4">
              Web Scraping
            </TabsTrigger>
            <TabsTrigger value="social" className="px-2 leading-tight sm:px-4">
              Social Media Data
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sql">
            <SqlTranslationTab />
          </TabsContent>
          <TabsContent value="scraping">
            <WebScrapingTab />
          </TabsContent>
          <TabsContent value="social">
            <SocialDataTab />
          </TabsContent>
        </Tabs>
      </div>
    </StaffOnly>
  );
}
