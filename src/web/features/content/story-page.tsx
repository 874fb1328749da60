import { Clock, Mail } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Card } from "../../components/ui/card";
import { FlowerMark } from "../../components/ui/flower-mark";
import { usePageTitle } from "../../lib/use-page-title";
import { CONTACT_EMAIL, ContactForm } from "./contact-form";
import { SprigDivider } from "./illustrations";

export function Component() {
  usePageTitle("Our Story");
  const { hash } = useLocation();

  // Footer "Contact Us" links to /story#contact; scroll there once this lazy page has rendered.
  useEffect(() => {
    if (hash === "#contact") document.getElementById("contact")?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-blush/60 to-paper">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center md:py-16">
          <FlowerMark className="mx-auto h-14 w-14" />
          <h1 className="mt-4 font-serif text-4xl text-ink sm:text-5xl">Our Story</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            Forget Me Not began with a simple worry: that the people we love most are often the ones we mean to call,
            and then don't.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-3xl space-y-14 px-4 py-12">
        <section aria-labelledby="story-intro">
          <h2 id="story-intro" className="font-serif text-3xl text-ink">
            How it started
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              It started around a kitchen table, with a list of birthdays missed and care packages never posted. We knew
              the feeling of wanting to show up for someone and running out of time, and we suspected we weren't alone.
            </p>
            <p>
              So we built a way to make care dependable. You tell us about someone you love once — what makes them
              smile, what to steer clear of, the dates that matter — and a local vendor near them turns that into a gift
              every month.
            </p>
          </div>
        </section>

        <SprigDivider className="mx-auto h-6 w-40" />

        <section aria-labelledby="story-belief">
          <h2 id="story-belief" className="font-serif text-3xl text-ink">
            What we believe
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              We believe thoughtfulness is a habit, not a grand gesture. A small, well-chosen gift that keeps arriving
              says "I'm thinking of you" more clearly than one big present a year.
            </p>
            <p>
              We also believe the best gifts are local. Every box is put together by an Australian florist, baker, maker
              or wellness business in the recipient's own area, so your money supports small businesses and the gift
              travels a shorter way to the door.
            </p>
          </div>
        </section>

        <SprigDivider className="mx-auto h-6 w-40" />

        <section aria-labelledby="story-purpose">
          <h2 id="story-purpose" className="font-serif text-3xl text-ink">
            Why we exist
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Our purpose is to help people stay close to each other — across suburbs, states and busy seasons of life.
              We look after the remembering, the curating and the delivering, so that what reaches your person is simply
              the feeling of being thought of.
            </p>
            <p>
              We treat the details you share with care: your recipient's preferences are used to choose their gifts and
              are never shared beyond what is needed to deliver them.
            </p>
          </div>
        </section>
      </div>

      <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-6 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_1.5fr]">
          <div>
            <h2 id="contact-heading" className="font-serif text-3xl text-ink">
              Get in touch
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              Questions about a gift, a delivery or becoming a vendor? Send us a message and a real person will reply
              within 24-48 hours.
            </p>
            <ul className="mt-6 space-y-4 text-ink">
              <li className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-plum" />
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="text-plum underline underline-offset-4 break-all hover:text-plum-dark"
                >
                  {CONTACT_EMAIL}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-plum" />
                <span>Monday-Friday, 9am-5pm AEST</span>
              </li>
            </ul>
          </div>
          <Card className="p-6 sm:p-8">
            <ContactForm />
          </Card>
        </div>
      </section>
    </>
  );
}
