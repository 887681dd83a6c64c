//! Prints the path of the etcd binary shipped by the `etcd-bin-vendored` dev-dependency.
//!
//! `tests/cluster` runs this (`cargo run -q --example etcd_path`) so the shell script starts the
//! exact etcd the Rust tests were built against, without downloading anything.

fn main() {
    match etcd_bin_vendored::etcd_bin_path() {
        Ok(path) => println!("{}", path.display()),
        Err(e) => {
            eprintln!("etcd_path: {e}");
            std::process::exit(1);
        }
    }
}
