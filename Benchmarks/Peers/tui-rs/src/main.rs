//! The peer of Trellis' terminal frame benchmark (Benchmarks/TerminalBenchmarks):
//! the same 120x40 screen showing a 10,000 x 5 table, one frame per page-down,
//! drawn with tui-rs 0.19 into a crossterm backend whose output is counted and
//! dropped. Prints one JSON line: per-frame time percentiles (ns), bytes and
//! allocations per frame.
//!
//! Usage: tui-table-peer [frames]   (default 2000)

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tui::backend::CrosstermBackend;
use tui::layout::{Constraint, Rect};
use tui::style::{Modifier, Style};
use tui::text::Span;
use tui::widgets::{Cell, Paragraph, Row, Table};
use tui::{Terminal, TerminalOptions, Viewport};

/// Counts allocations so the report can give mallocs per frame.
struct CountingAllocator;
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.realloc(ptr, layout, size)
    }
}

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

/// Bytes written so far; the backend owns its writer and gives no way back to it.
static BYTES: AtomicU64 = AtomicU64::new(0);

/// A writer that only counts bytes, like the Swift side's `ByteCounter`.
struct ByteCounter;

impl Write for ByteCounter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        BYTES.fetch_add(buf.len() as u64, Ordering::Relaxed);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

const WIDTH: u16 = 120;
const HEIGHT: u16 = 40;
const ROW_COUNT: usize = 10_000;
const COLUMN_WIDTHS: [u16; 5] = [7, 23, 37, 22, 12];
const HEADERS: [&str; 5] = ["#", "Name", "Email", "City", "Amount"];

/// The same rows as the Swift benchmarks' `TableRows`.
fn make_rows() -> Vec<[String; 5]> {
    let first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Ken", "Margaret", "Linus", "Frances"];
    let last = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Thompson", "Hamilton", "Torvalds", "Allen"];
    let cities = ["London", "New York", "Zürich", "東京", "São Paulo", "Berlin", "Nairobi", "Sydney", "Montréal", "Mumbai"];
    (0..ROW_COUNT)
        .map(|index| {
            let amount = format!(
                "{}.{}{}",
                (index * 7919) % 100_000 / 100,
                (index * 7919) % 100 / 10,
                index % 10
            );
            [
                format!("{}", index + 1),
                format!("{} {}", first[index % 10], last[(index / 10) % 10]),
                format!("{}.{}@example.com", first[index % 10].to_lowercase(), index),
                cities[(index / 3) % 10].to_string(),
                amount,
            ]
        })
        .collect()
}

fn percentile(sorted: &[u64], fraction: f64) -> u64 {
    let index = ((sorted.len() - 1) as f64 * fraction).round() as usize;
    sorted[index]
}

fn main() -> io::Result<()> {
    let frames: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let rows = make_rows();
    let page_size = (HEIGHT - 2) as usize;
    let backend = CrosstermBackend::new(ByteCounter);
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let mut terminal = Terminal::with_options(backend, TerminalOptions { viewport: Viewport::fixed(area) })?;
    let widths: Vec<Constraint> = COLUMN_WIDTHS.iter().map(|w| Constraint::Length(*w)).collect();
    let header_style = Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED);
    let footer_style = Style::default().add_modifier(Modifier::REVERSED);
    let mut top = 0usize;

    let draw = |terminal: &mut Terminal<CrosstermBackend<ByteCounter>>, top: usize| -> io::Result<()> {
        terminal.draw(|frame| {
            let header = Row::new(HEADERS.iter().map(|h| Cell::from(*h))).style(header_style);
            let body = rows[top..top + page_size]
                .iter()
                .map(|row| Row::new(row.iter().map(|cell| Cell::from(cell.as_str()))));
            let table = Table::new(body).header(header).widths(&widths).column_spacing(1);
            frame.render_widget(table, Rect::new(1, 0, WIDTH - 1, HEIGHT - 1));
            let status = format!(" PgDn next page · q quit{:>width$} of 10000", rows[top][0], width = 82);
            let footer = Paragraph::new(Span::raw(status)).style(footer_style);
            frame.render_widget(footer, Rect::new(0, HEIGHT - 1, WIDTH, 1));
        })?;
        Ok(())
    };

    draw(&mut terminal, top)?; // the first frame draws everything; not measured
    let mut times = Vec::with_capacity(frames);
    let mut bytes = Vec::with_capacity(frames);
    let mut allocations = Vec::with_capacity(frames);
    for _ in 0..frames {
        top += page_size;
        if top + page_size > ROW_COUNT {
            top = 0;
        }
        let bytes_before = BYTES.load(Ordering::Relaxed);
        let allocations_before = ALLOCATIONS.load(Ordering::Relaxed);
        let start = Instant::now();
        draw(&mut terminal, top)?;
        times.push(start.elapsed().as_nanos() as u64);
        allocations.push(ALLOCATIONS.load(Ordering::Relaxed) - allocations_before);
        bytes.push(BYTES.load(Ordering::Relaxed) - bytes_before);
    }
    times.sort_unstable();
    bytes.sort_unstable();
    allocations.sort_unstable();
    println!(
        "{{\"peer\":\"tui-rs 0.19\",\"frames\":{},\"ns_p25\":{},\"ns_p50\":{},\"ns_p75\":{},\"bytes_p50\":{},\"mallocs_p50\":{}}}",
        frames,
        percentile(&times, 0.25),
        percentile(&times, 0.5),
        percentile(&times, 0.75),
        percentile(&bytes, 0.5),
        percentile(&allocations, 0.5)
    );
    Ok(())
}

