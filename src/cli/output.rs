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
    // Keep the permissions of a file being replaced; a new file gets the usual rw-r--r--
    // (a temporary file is created private, 0600).
    match fs::metadata(path) {
        Ok(meta) => fs::set_permissions(tmp.path(), meta.permissions()).map_err(io)?,
        Err(_) => set_new_file_mode(tmp.path()).map_err(io)?,
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

#[cfg(unix)]
fn set_new_file_mode(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_new_file_mode(_path: &Path) -> std::io::Result<()> {
    Ok(())
}
