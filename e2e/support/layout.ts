import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** What a person would call "broken layout", measured in the browser rather than eyeballed. */

/** The element scrolls sideways no more than it must (its content fits its width). */
export async function expectNoSideScroll(element: Locator, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(
    scrollWidth,
    `${label} scrolls sideways (${scrollWidth} px of content in ${clientWidth} px)`,
  ).toBeLessThanOrEqual(clientWidth + 1);
}

/** Buttons and links inside `scope` that stick out of the card (bordered box) around them, described. */
export function controlsPokingOutOfTheirCard(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>("button, a")) {
      const box = control.getBoundingClientRect();
      if (!box.width) continue;
      let card = control.parentElement;
      while (card && card !== document.body && getComputedStyle(card).borderTopWidth === "0px") {
        card = card.parentElement;
      }
      if (!card || card === document.body) continue;
      const edge = card.getBoundingClientRect();
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) {
        problems.push(
          `"${control.textContent?.trim()}" spans ${Math.round(box.left)}–${Math.round(box.right)} px, its card ${Math.round(edge.left)}–${Math.round(edge.right)} px`,
        );
      }
      if (control.scrollWidth > control.clientWidth + 1)
        problems.push(`"${control.textContent?.trim()}" overflows itself`);
    }
    return problems;
  });
}

/** The element's text as it is laid out on screen, one string per visual line. */
export function visualLines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? "";
      for (let i = 0; i < content.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect?.width) continue;
        const last = lines[lines.length - 1];
        if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.text += content[i];
        else lines.push({ top: rect.top, text: content[i]! });
      }
    }
    return lines.map((line) => line.text.trim());
  });
}

/** An e-mail address shown whole, or broken only between words: after "@" or "-", or before a ".". */
export function expectEmailBrokenSensibly(lines: string[], address: string): void {
  expect(lines.join(""), "the cell holds the address").toBe(address);
  for (const [index, line] of lines.entries()) {
    if (index === lines.length - 1) continue;
    const next = lines[index + 1]!;
    expect(
      line.endsWith("@") || line.endsWith("-") || next.startsWith("."),
      `"${address}" breaks mid-word: "${line}" | "${next}"`,
    ).toBe(true);
  }
}

/**
 * The chart's axis labels that a reader would call cut or run together: any outside the chart, any
 * broken over two lines, and neighbours closer than 8 px (or overlapping).
 */
export function crampedChartLabels(chart: Locator): Promise<string[]> {
  return chart.evaluate((node) => {
    // Recharts draws each axis's labels in a group of their own (recharts-xAxis-tick-labels, …yAxis…).
    const axes = [...node.querySelectorAll<SVGGElement>(".recharts-cartesian-axis-tick-labels")];
    if (axes.length === 0) return ["no chart drawn"];
    const problems: string[] = [];
    for (const axis of axes) {
      const frame = (axis.ownerSVGElement ?? node).getBoundingClientRect();
      const labels = [...axis.querySelectorAll<SVGTextElement>("text")].map((text) => ({
        text: [...text.childNodes]
          .filter((child) => child.nodeName !== "title")
          .map((child) => child.textContent)
          .join(""),
        lines: text.querySelectorAll("tspan").length,
        box: text.getBoundingClientRect(),
      }));
      for (const { text, lines, box } of labels) {
        if (box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom)
          problems.push(`"${text}" is cut at the chart's edge`);
        if (lines > 1) problems.push(`"${text}" is broken over ${lines} lines`);
      }
      const across = axis.classList.contains("recharts-xAxis-tick-labels");
      const sorted = [...labels].sort((a, b) => (across ? a.box.left - b.box.left : a.box.top - b.box.top));
      for (let i = 1; i < sorted.length; i++) {
        const [before, after] = [sorted[i - 1]!, sorted[i]!];
        const gap = across ? after.box.left - before.box.right : after.box.top - before.box.bottom;
        if (gap < (across ? 8 : 2))
          problems.push(`"${before.text}" runs into "${after.text}" (${Math.round(gap)} px apart)`);
      }
    }
    return problems;
  });
}

/**
 * The keyboard focus indicator of `control` as a person sees it the moment focus arrives: focus is
 * moved by keyboard modality and the ring's colour read at once (a ring that fades in from another
 * colour is seen as that colour first). Returns the ring's width and its contrast with the surface
 * behind the control (WCAG 2.2 2.4.13 asks at least 2 px and 3:1 against what it replaces).
 */
export async function focusRingOnArrival(
  page: Page,
  control: Locator,
): Promise<{ width: number; contrast: number; color: string; behind: string }> {
  await control.scrollIntoViewIfNeeded();
  // Keyboard modality: programmatic focus afterwards is :focus-visible, as after Tab.
  await page.keyboard.press("Tab");
  return control.evaluate((element: HTMLElement) => {
    const parse = (value: string) => {
      const match = value.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const [r, g, b, a = 1] = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: r!, g: g!, b: b!, a: a! };
    };
    // The surface behind the control: its ancestors' backgrounds, composed from the page up.
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour.a > 0) layers.push(colour);
      if (colour && colour.a >= 1) break;
    }
    let surface = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) {
      surface = {
        r: layer.r * layer.a + surface.r * (1 - layer.a),
        g: layer.g * layer.a + surface.g * (1 - layer.a),
        b: layer.b * layer.a + surface.b * (1 - layer.a),
      };
    }
    element.blur();
    getComputedStyle(element).outlineColor; // the style before focus, so a transition would start from it
    element.focus();
    const style = getComputedStyle(element);
    const ring = parse(style.outlineColor) ?? { r: 0, g: 0, b: 0, a: 0 };
    const shown = {
      r: ring.r * ring.a + surface.r * (1 - ring.a),
      g: ring.g * ring.a + surface.g * (1 - ring.a),
      b: ring.b * ring.a + surface.b * (1 - ring.a),
    };
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (c: { r: number; g: number; b: number }) =>
      0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    const [light, dark] = [luminance(shown), luminance(surface)].sort((x, y) => y - x);
    const visible = style.outlineStyle !== "none" && element.matches(":focus-visible");
    return {
      width: visible ? Number.parseFloat(style.outlineWidth) : 0,
      contrast: (light! + 0.05) / (dark! + 0.05),
      color: style.outlineColor,
      behind: `rgb(${Math.round(surface.r)}, ${Math.round(surface.g)}, ${Math.round(surface.b)})`,
    };
  });
}
