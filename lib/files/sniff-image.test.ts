import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff-image";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe("sniffImage", () => {
  it.each([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "image/jpeg"],
    ["GIF87a", bytes("GIF87a", [1, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
  ])("recognises %s", (_name, input, type) => {
    expect(sniffImage(input)).toBe(type);
  });

  it.each([
    ["empty", bytes()],
    ["text", bytes("hello world")],
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'></svg>")],
    ["HTML named .png", bytes("<!doctype html><script>")],
    ["PNG cut after 4 bytes", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["JPEG cut after 2 bytes", bytes([0xff, 0xd8])],
    ["RIFF that is WAV", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["RIFF too short for WEBP", bytes("RIFF", [0, 0, 0, 0], "WEB")],
    ["GIF of an unknown version", bytes("GIF90a", [1, 0])],
    ["PDF", bytes("%PDF-1.7")],
  ])("refuses %s", (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});
