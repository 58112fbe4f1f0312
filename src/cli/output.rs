//! Writing results: stdout, or a file replaced atomically (write a temporary file in the
//! same directory, then rename), never clobbering an input by accident.

use std::fs;
use std::io::Write;
use std::path::Path;

use super::{CliError, out};

/// Write `content` to `path` (or stdout). Refuses to overwrite any of `inputs` unless
/// `force`: kifu never replaces a user's record with output of another kind by mistake.
pub fn write_output(
    path: Option<&Path>,
    content: &str,
    inputs: &[&Path],
    force: bool,
) -> Result<(), CliError> {
    let Some(path) = path else {
        return out(content).map_err(CliError::stdout);
    };
    if !force && inputs.iter().any(|i| same_file(i, path)) {
        return Err(CliError::Usage(format!(
            "refusing to overwrite the input {} with the output; choose another -o, or add --force",
            path.display()
        )));
    }
    write_atomic(path, content.as_bytes())
}

/// Replace `path` with `bytes` atomically: readers see the old file or the new one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let io = |source| CliError::Io {
        path: path.display().to_string(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(io)?;
    tmp.write_all(bytes).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    // Keep the permissions of a file being replaced.
    if let Ok(meta) = fs::metadata(path) {
        let _ = fs::set_permissions(tmp.path(), meta.permissions());
    }
    tmp.persist(path).map_err(|e| io(e.error))?;
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}
